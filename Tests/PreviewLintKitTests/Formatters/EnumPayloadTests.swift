import Testing

/// An enum whose cases carry another enum's value (`case openVpn(OpenVpnTransport)`) is tried with
/// each pairing (`.openVpn(udp)`); `switch self` in its members matches payloads (`case
/// .openVpn(let transport)`, `case .wireGuard:`), and `rawValue` reads the raw text the project's
/// `String` enums declare. Members types describe themselves by (`description`) are compared within
/// their own type only.
@Suite struct EnumPayloadTests {
    static let domain = """
        import Foundation
        public enum OpenVpnTransport: String { case tcp = "tcp", udp = "udp" }
        public enum WireGuardTransport: String { case udp, tcp, tls }
        public enum VpnProtocol: Equatable {
            case ike
            case openVpn(OpenVpnTransport)
            case wireGuard(WireGuardTransport)
        }
        extension VpnProtocol {
            public var localizedDescription: String {
                switch self {
                case .ike: return "IKEv2"
                case .openVpn(let transport):
                    return "OpenVPN (\\(transport.rawValue.uppercased()))"
                case let .wireGuard(transport):
                    switch transport {
                    case .udp, .tcp: return "WireGuard (\\(transport.rawValue.uppercased()))"
                    case .tls: return "Stealth"
                    }
                }
            }
        }
        struct ProtocolRow: View { let vpn: VpnProtocol; var body: some View { Text(vpn.localizedDescription) } }
        struct AppScreen { func show() { print(ProtocolRow(vpn: .ike)) } }

        """

    /// Another module's or target's extension of `VpnProtocol` spelling its text as `member`, its
    /// WireGuard case written `wireGuard`, shown by a view production code makes.
    static func protocolText(_ member: String, wireGuard: String, imports: String = "import Foundation", screen: String = "WidgetScreen") -> String {
        """
        \(imports)
        extension VpnProtocol {
            public var \(member): String {
                switch self {
                case .ike: return "IKEv2"
                case .openVpn(let transport): return "OpenVPN (\\(transport.rawValue.uppercased()))"
                \(wireGuard)
                }
            }
        }
        struct ProtocolLabel: View { let vpn: VpnProtocol; var body: some View { Text(vpn.\(member)) } }
        struct \(screen) { func show() { print(ProtocolLabel(vpn: .ike)) } }

        """
    }

    static let wireGuardText = #"case .wireGuard(let transport): return "WireGuard (\(transport.rawValue.uppercased()))""#

    @Test func aPayloadsTextWrittenTwiceDisagrees() throws {
        let widget = Self.protocolText("description", wireGuard: Self.wireGuardText)
        #expect(try BehaviourTwinsTests.lint(["App/Protocol.swift": Self.domain, "Widget/Description.swift": widget]) == [
            "App/Protocol.swift:10:16: warning: VpnProtocol.localizedDescription and VpnProtocol.description (Widget/Description.swift:3) format one kind of value differently: .wireGuard(tls).localizedDescription is \"Stealth\", .wireGuard(tls).description is \"WireGuard (TLS)\" (they agree on 5 inputs, such as .ike.localizedDescription → \"IKEv2\", .openVpn(tcp).localizedDescription → \"OpenVPN (TCP)\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// Another type's description of itself is its own text, however alike.
    @Test func twoTypesDescribingThemselvesAreNotPaired() throws {
        let widget = """
            import Foundation
            public enum Tunnel: Equatable {
                case ike
                case openVpn(OpenVpnTransport)
                case wireGuard(WireGuardTransport)
                public var description: String {
                    switch self {
                    case .ike: return "IKEv2"
                    case .openVpn(let transport): return "OpenVPN (\\(transport.rawValue.uppercased()))"
                    case .wireGuard(let transport): return "WireGuard (\\(transport.rawValue.uppercased()))"
                    }
                }
            }
            struct TunnelLabel: View { let tunnel: Tunnel; var body: some View { Text(tunnel.description) } }
            struct WidgetScreen { func show() { print(TunnelLabel(tunnel: .ike)) } }

            """
        let app = Self.domain.replacingOccurrences(of: "localizedDescription", with: "title")
        #expect(try BehaviourTwinsTests.lint(["App/Protocol.swift": app, "Widget/Tunnel.swift": widget]) == [])
    }

    /// `case .wireGuard:` matches whatever the case carries.
    @Test func aCaseWithoutItsPayloadMatchesEveryPayload() throws {
        let widget = Self.protocolText("shortName", wireGuard: #"case .wireGuard: return "WireGuard""#)
        #expect(try BehaviourTwinsTests.lint(["App/Protocol.swift": Self.domain, "Widget/Short.swift": widget]) == [
            "App/Protocol.swift:10:16: warning: VpnProtocol.localizedDescription and VpnProtocol.shortName (Widget/Short.swift:3) format one kind of value differently: .wireGuard(tcp).localizedDescription is \"WireGuard (TCP)\", .wireGuard(tcp).shortName is \"WireGuard\" (they agree on 3 inputs, such as .ike.localizedDescription → \"IKEv2\", .openVpn(tcp).localizedDescription → \"OpenVPN (TCP)\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// A module's extension of a type whose lower module formats it already: the member can call
    /// the other on `self` (the lower module cannot call back), so it is told to.
    @Test func anExtensionInAnImportingModuleCallsTheLowerModulesMember() throws {
        let details = Self.protocolText("description", wireGuard: Self.wireGuardText, imports: "import Domain\nimport Foundation", screen: "DetailsScreen")
        let repository = try TemporaryRepository([
            ".previewlint.yml": "targets:\n  Domain: [Domain]\n  Details: [Details]\nrules:\n  reimplemented_formatter: true\n",
            "Domain/Protocol.swift": Self.domain, "Details/Description.swift": details,
        ])
        #expect(try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "Details/Description.swift:4:16: warning: VpnProtocol.description formats what VpnProtocol.localizedDescription (Domain/Protocol.swift:10) formats, differently: .wireGuard(tls).description is \"WireGuard (TLS)\", .wireGuard(tls).localizedDescription is \"Stealth\" (they agree on 5 inputs, such as \"IKEv2\", \"OpenVPN (TCP)\"); call the shared formatter instead of a second one that already disagrees (reimplemented_formatter)",
        ])
    }

    /// A case name an enum of numbers also declares has no one raw text: reading it is unknown.
    @Test func aRawValueTwoEnumsSpellDifferentlyIsUnknown() throws {
        let priority = "enum Priority: Int { case low, tcp }\n"
        let repository = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration, "App/Protocol.swift": Self.domain, "App/Priority.swift": priority])
        let output = try repository.run("formatters", "--all").stdout
        #expect(output.contains("App/Protocol.swift:10:16: VpnProtocol.localizedDescription\n  outputs .ike.localizedDescription → \"IKEv2\"\n  outputs .openVpn(tcp).localizedDescription → unknown"))
    }
}
