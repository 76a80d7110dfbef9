@testable import PreviewLintKit
import Testing

/// Broken `project.pbxproj` files must give an error with a line, never a crash or a wrong target.
@Suite struct XcodeProjectReaderTests {
    private func project(objects: String, root: String = "R") -> String {
        "// !$*UTF8*$!\n{\n\tobjects = {\n\(objects)\n\t};\n\trootObject = \(root);\n}\n"
    }

    private static let projectObject = "\t\tR = {isa = PBXProject; mainGroup = G; targets = (T); };"

    private func read(_ text: String) throws(PropertyListError) -> [Target] {
        try XcodeProjectReader(path: "/repo/App.xcodeproj/project.pbxproj", swiftFiles: ["/repo/App/A.swift"], root: "/repo").read(text: text)
    }

    @Test func readsAMinimalProject() throws {
        let text = project(objects: """
            \(Self.projectObject)
            \t\tG = {isa = PBXGroup; children = (F); path = App; sourceTree = "<group>"; };
            \t\tF = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            \t\tB = {isa = PBXBuildFile; fileRef = F; };
            \t\tP = {isa = PBXSourcesBuildPhase; files = (B); };
            \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (P); };
            """)
        let targets = try read(text)
        #expect(targets == [Target(name: "App", source: "App.xcodeproj/project.pbxproj:9", kind: .xcode, files: ["/repo/App/A.swift"])])
    }

    @Test func readsWhatATargetBuildsAndForWhichPlatforms() throws {
        let text = project(objects: """
            \t\tR = {isa = PBXProject; mainGroup = G; targets = (T, W); buildConfigurationList = PL; };
            \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD); };
            \t\tPD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
            \t\tG = {isa = PBXGroup; children = (F); path = App; sourceTree = "<group>"; };
            \t\tF = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            \t\tB = {isa = PBXBuildFile; fileRef = F; };
            \t\tP = {isa = PBXSourcesBuildPhase; files = (B); };
            \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (P); productType = "com.apple.product-type.application"; };
            \t\tW = {isa = PBXNativeTarget; name = Watch; buildPhases = (); buildConfigurationList = WL; productType = "com.apple.product-type.application.watchapp2"; };
            \t\tWL = {isa = XCConfigurationList; buildConfigurations = (WD, WR); };
            \t\tWD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; }; name = Debug; };
            \t\tWR = {isa = XCBuildConfiguration; buildSettings = {SUPPORTED_PLATFORMS = "watchos watchsimulator"; }; name = Release; };
            """)
        let targets = try read(text)
        #expect(targets.map(\.role) == [.app, .app])
        #expect(targets.map(\.platforms) == [["iOS"], ["watchOS"]])
    }

    /// Projects that keep their settings in `.xcconfig` files: the file a configuration is based
    /// on (a file reference, or a path in a synchronized folder) and what it includes.
    @Test func readsThePlatformFromTheSettingsFileAConfigurationIsBasedOn() throws {
        let text = project(objects: """
            \t\tR = {isa = PBXProject; mainGroup = G0; targets = (T, M); };
            \t\tG0 = {isa = PBXGroup; children = (G, S); sourceTree = "<group>"; };
            \t\tG = {isa = PBXGroup; children = (X); path = Config; sourceTree = "<group>"; };
            \t\tX = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            \t\tS = {isa = PBXFileSystemSynchronizedRootGroup; path = Settings; sourceTree = "<group>"; };
            \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (); buildConfigurationList = TL; };
            \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD); };
            \t\tTD = {isa = XCBuildConfiguration; baseConfigurationReference = X; buildSettings = {}; name = Debug; };
            \t\tM = {isa = PBXNativeTarget; name = Mac; buildPhases = (); buildConfigurationList = ML; };
            \t\tML = {isa = XCConfigurationList; buildConfigurations = (MD); };
            \t\tMD = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = S; baseConfigurationReferenceRelativePath = Mac.xcconfig; buildSettings = {}; name = Debug; };
            """)
        let files = [
            "/repo/Config/App.xcconfig": "#include \"common/iOS.xcconfig\"\nPRODUCT_NAME = App\n",
            "/repo/Config/common/iOS.xcconfig": "SDKROOT = iphoneos; // the phone\n",
            "/repo/Settings/Mac.xcconfig": "//SDKROOT = iphoneos\nSDKROOT[sdk=iphoneos*] = iphoneos\nSDKROOT = macosx\n",
        ]
        let reader = XcodeProjectReader(path: "/repo/App.xcodeproj/project.pbxproj", swiftFiles: [], root: "/repo") { files[$0] }
        #expect(try reader.read(text: text).map(\.platforms) == [["iOS"], ["macOS"]])
    }

    /// A package module's platforms, when its manifest does not say, are those of the project
    /// targets that link a product it is part of.
    @Test func aPackageModuleIsBuiltForThePlatformsOfTheTargetsThatLinkItsProduct() throws {
        let text = project(objects: """
            \t\tR = {isa = PBXProject; mainGroup = G; targets = (T); };
            \t\tG = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (); buildConfigurationList = TL; packageProductDependencies = (D); };
            \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TD); };
            \t\tTD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
            \t\tD = {isa = XCSwiftPackageProductDependency; productName = "Home-iOS"; };
            """)
        let app = try read(text)
        #expect(app.map(\.products) == [["Home-iOS"]])
        let manifest = """
            let package = Package(name: "Home", products: [.library(name: "Home-iOS", targets: ["Home-iOS"]), .library(name: "Home-macOS", targets: ["Home-macOS"])],
                                  targets: [.target(name: "Home-iOS"), .target(name: "Home-macOS")])
            """
        let packages = SwiftPackageReader(path: "/repo/Home/Package.swift", swiftFiles: [], root: "/repo").read(text: manifest)
        let linked = TargetDiscovery.linkedPlatforms(packages, linkedBy: app)
        #expect(linked.map(\.name) == ["Home-iOS", "Home-macOS"])
        #expect(linked.map(\.platforms) == [["iOS"], []])
    }

    @Test func productTypesOfEveryDescriptionNameARole() {
        #expect(TargetPlatform.role(ofProduct: "com.apple.product-type.app-extension") == .appExtension)
        #expect(TargetPlatform.role(ofProduct: "com.apple.product-type.bundle.unit-test") == .test)
        #expect(TargetPlatform.role(ofProduct: "bundle.ui-testing") == .test)
        #expect(TargetPlatform.role(ofProduct: "framework") == .library)
        #expect(TargetPlatform.role(ofProduct: ".staticFramework") == .library)
        #expect(TargetPlatform.role(ofProduct: ".watch2App") == .app)
        #expect(TargetPlatform.role(ofProduct: ".unitTests") == .test)
        #expect(TargetPlatform.role(ofProduct: "com.apple.product-type.application.on-demand-install-capable") == .app)
        #expect(TargetPlatform.fromName(".iPad") == "iOS")
        #expect(TargetPlatform.fromSDK("macosx") == "macOS")
    }

    /// Xcode builds a project whose group lists a removed object (the file shows as missing).
    @Test func aDanglingGroupChildIsSkipped() throws {
        let text = project(objects: """
            \(Self.projectObject)
            \t\tG = {isa = PBXGroup; children = (Gone, F); path = App; sourceTree = "<group>"; };
            \t\tF = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            \t\tB = {isa = PBXBuildFile; fileRef = F; };
            \t\tP = {isa = PBXSourcesBuildPhase; files = (B); };
            \t\tT = {isa = PBXNativeTarget; name = App; buildPhases = (P); };
            """)
        #expect(try read(text).map(\.files) == [["/repo/App/A.swift"]])
    }

    @Test(arguments: [
        ("\(projectObject)\n\t\tG = {isa = PBXGroup; children = (H); };\n\t\tH = {isa = PBXGroup; children = (G); };\n\t\tT = {isa = PBXNativeTarget; name = App; };", 5, "group G contains itself (a cycle in the groups)"),
        ("\(projectObject)\n\t\tG = {isa = PBXGroup; children = (X); };\n\t\tX = {isa = PBXFancyNewThing; };\n\t\tT = {isa = PBXNativeTarget; name = App; };", 6, "unknown isa 'PBXFancyNewThing' for group child X"),
        ("\(projectObject)\n\t\tG = {isa = PBXGroup; };", 4, "target T refers to no object"),
        ("\(projectObject)\n\t\tG = {isa = PBXGroup; };\n\t\tT = {name = App; };", 6, "object T has no 'isa'"),
        ("\(projectObject)\n\t\tG = {isa = PBXGroup; };\n\t\tT = {isa = PBXNativeTarget; buildPhases = (P); };\n\t\tP = {isa = PBXSourcesBuildPhase; files = (B); };\n\t\tB = {isa = PBXBuildFile; fileRef = (F); };", 8, "file reference is not an object identifier"),
        ("\(projectObject)\n\t\tG = {isa = PBXGroup; };\n\t\tT = {isa = PBXGroup; };", 6, "target T is a PBXGroup"),
        ("\t\tR = {isa = PBXProject; targets = (T); };", 4, "the project has no 'mainGroup'"),
        ("\t\tR = {isa = PBXGroup; };", 4, "rootObject R is a PBXGroup"),
    ])
    func reportsBrokenProjectsWithTheirLine(_ objects: String, line: Int, message: String) {
        do {
            let targets = try read(project(objects: objects))
            Issue.record("expected an error, read \(targets)")
        } catch {
            #expect(error.line == line)
            #expect(error.message == message)
        }
    }

    @Test func aProjectWithoutObjectsIsAnError() {
        #expect(throws: PropertyListError(line: 1, column: 1, message: "no 'objects' dictionary")) {
            try read("{ rootObject = R; }")
        }
    }

    /// Every prefix and many one-byte corruptions of a real-shaped project: an error or targets, never a trap.
    @Test func survivesTruncatedAndCorruptedProjects() throws {
        let folder = Fixtures.path("targets-xcode-groups")
        let text = try String(contentsOfFile: folder + "/Timer.xcodeproj/project.pbxproj", encoding: .utf8)
        let bytes = Array(text.utf8)
        let reader = XcodeProjectReader(path: folder + "/Timer.xcodeproj/project.pbxproj", swiftFiles: [], root: folder)
        var errors = 0
        for end in stride(from: 0, to: bytes.count, by: 7) {
            if (try? reader.read(text: String(decoding: bytes[..<end], as: UTF8.self))) == nil { errors += 1 }
        }
        for (index, replacement) in zip(stride(from: 0, to: bytes.count, by: 13), [UInt8]("{}();=\"/*<>".utf8).cycled()) {
            var corrupted = bytes
            corrupted[index] = replacement
            _ = try? reader.read(text: String(decoding: corrupted, as: UTF8.self))
        }
        #expect(errors == (bytes.count + 6) / 7)
    }
}

private extension Array {
    /// The elements repeated without end.
    func cycled() -> UnfoldSequence<Element, Int> {
        sequence(state: 0) { index in
            defer { index = (index + 1) % count }
            return self[index]
        }
    }
}
