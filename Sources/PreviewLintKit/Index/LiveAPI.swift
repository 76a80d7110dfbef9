import SwiftSyntax

/// Platform and library APIs that do I/O: a type whose code names one talks to the network, a
/// database, files, devices or a store, and is a live dependency a preview should not reach.
enum LiveAPI {
    static let names: Set<String> = [
        // Network
        "URLSession", "URLSessionWebSocketTask", "NWConnection", "NWPathMonitor", "NWListener", "AF", "Alamofire",
        // Persistence
        "FileManager", "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObjectContext", "ModelContainer",
        "ModelContext", "DatabaseQueue", "DatabasePool", "sqlite3_open", "sqlite3_open_v2", "Realm", "CKContainer", "CKDatabase",
        "NSUbiquitousKeyValueStore", "Firestore", "Database",
        // Audio, video, speech and machine learning
        "AVAudioEngine", "AVAudioPlayer", "AVAudioRecorder", "AVAudioSession", "AVPlayer", "AVQueuePlayer", "AVCaptureSession",
        "AVSpeechSynthesizer", "SFSpeechRecognizer", "MLModel", "VNCoreMLModel",
        // Devices, location, health, notifications, purchases, keychain, connectivity
        "CLLocationManager", "CMMotionManager", "CMPedometer", "HKHealthStore", "UNUserNotificationCenter", "SKPaymentQueue", "SKProductsRequest",
        "AppStore", "Purchases", "SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete", "WCSession",
        "CBCentralManager", "NEVPNManager", "NETunnelProviderManager", "EKEventStore", "CNContactStore", "PHPhotoLibrary",
    ]

    /// What a preview must not reach: the network (slow, flaky, today's data) and stores on disk
    /// or in iCloud shared with the app. Devices, sensors, audio, notifications and the keychain
    /// do nothing harmful in the canvas; they are named above so that holders are recognised.
    static let network: Set<String> = [
        "URLSession", "URLSessionWebSocketTask", "NWConnection", "NWListener", "AF", "Alamofire", "Firestore", "Database",
        "CKContainer", "CKDatabase", "NSUbiquitousKeyValueStore", "NSPersistentCloudKitContainer", "Purchases", "AppStore",
        "SKProductsRequest",
    ]
    static let persistence: Set<String> = [
        "FileManager", "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObjectContext", "ModelContainer",
        "ModelContext", "DatabaseQueue", "DatabasePool", "sqlite3_open", "sqlite3_open_v2", "Realm",
    ]

    /// Whether reaching the API is I/O a preview should not do (`network` or `persistence`).
    static func isLive(_ api: String) -> Bool { network.contains(api) || persistence.contains(api) }

    /// `FileManager` methods that change the disk: reading paths and attributes is no I/O worth a finding.
    static let fileManagerWrites: Set<String> = [
        "createDirectory", "createFile", "removeItem", "copyItem", "moveItem", "replaceItem", "replaceItemAt", "setAttributes",
        "trashItem", "createSymbolicLink", "linkItem", "setUbiquitous", "startDownloadingUbiquitousItem", "evictUbiquitousItem",
    ]

    /// APIs that open a file, a database or a model as they are built: building one is I/O.
    static let openingConstructors: Set<String> = [
        "DatabaseQueue", "DatabasePool", "sqlite3_open", "sqlite3_open_v2", "Realm", "AVAudioPlayer", "AVAudioRecorder", "MLModel",
        "VNCoreMLModel", "SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete",
    ]

    /// Whether a reference to an I/O API does I/O where it is written: a method called on it or on
    /// what it hands out (`FileManager.default.createDirectory(…)`, `WCSession.default.activate()`),
    /// or building one that opens something (`DatabaseQueue(path:)`). Holding one
    /// (`let session = URLSession.shared`, `NSPersistentContainer(name:)` before its stores load) is not.
    static func doesIO(_ reference: DeclReferenceExprSyntax) -> Bool {
        var node = Syntax(reference)
        while let parent = node.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                if openingConstructors.contains(reference.baseName.text) && node.id == reference.id {
                    return !opensInMemory(call)
                }
                node = Syntax(call)
                continue
            }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                // A method of the API (or of what it hands out) that is called.
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                   member.declName.baseName.text != "init", member.declName.baseName.text.first?.isLowercase == true {
                    return reference.baseName.text != "FileManager" || fileManagerWrites.contains(member.declName.baseName.text)
                }
                node = Syntax(member)
                continue
            }
            if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) || parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                node = parent
                continue
            }
            return false
        }
        return false
    }

    /// GRDB's `DatabaseQueue()` and `DatabaseQueue(configuration:)` open a database in memory: no
    /// path, no file (`path: ":memory:"` says the same).
    static func opensInMemory(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard callee == "DatabaseQueue" else { return false }
        guard let path = call.arguments.first(where: { $0.label?.text == "path" }) else { return true }
        return path.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue == ":memory:"
    }

    /// The I/O API a value is built from or handed out by (`NSPersistentContainer(name: "M")`,
    /// `FileManager.default`, `URLSession.shared`, `try DatabaseQueue(path:)`), if any.
    static func root(_ value: ExprSyntax) -> String? {
        var expression = value
        while true {
            if let wrapped = expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression
                ?? expression.as(ForceUnwrapExprSyntax.self)?.expression {
                expression = wrapped
                continue
            }
            if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression; continue }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { expression = base; continue }
            break
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name) else { return nil }
        return name
    }

    /// Static members that hand out one shared instance.
    static let sharedInstanceNames: Set<String> = ["shared", "default", "current", "live", "instance", "standard", "main", "sharedInstance"]
}
