import Testing
@testable import PreviewLintKit

/// A Foundation formatter set up again with the same steps writes the same text for every value:
/// two members that each make one, a member that makes what a property already holds, and an app
/// and its widget that each make their own. One or two settings, a machine format, a date pattern
/// only read back, a formatter set up again later, a setting read from a parameter, two names of
/// one catalog and a preview's own formatter say nothing.
@Suite struct RepeatedSetupTests {
    static func amounts(_ second: String = "formatter.usesGroupingSeparator = true") -> String {
        """
        import Foundation
        struct Balance {
            let value: Double
            func shortText() -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.maximumFractionDigits = 8
                formatter.usesGroupingSeparator = true
                return formatter.string(from: NSNumber(value: value / 1000)) ?? ""
            }
            func fullText() -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.maximumFractionDigits = 8
                \(second)
                return formatter.string(from: NSNumber(value: value)) ?? ""
            }
        }
        struct BalanceScreen { func show() { print(Balance(value: 1).shortText(), Balance(value: 1).fullText()) } }

        """
    }

    @Test func twoMembersMakingTheSameFormatterShouldKeepOne() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Balance.swift": Self.amounts()]) == [
            "App/Balance.swift:12:9: warning: Balance.fullText() makes a NumberFormatter set up exactly as the one Balance.shortText() makes (App/Balance.swift:5): numberStyle = .decimal, maximumFractionDigits = 8, usesGroupingSeparator = true, so both write the same text for every value; keep one formatter both use before the two drift (reimplemented_formatter)",
        ])
    }

    /// Setting the device's locale is what a new formatter has already (Campus-iOS's two "HH:mm"
    /// formatters, one with `locale = Locale.current`): the same set-up.
    @Test func theDevicesLocaleSetIsNoStep() throws {
        let withLocale = Self.amounts(
            "formatter.usesGroupingSeparator = true\n        formatter.locale = Locale.current")
        let lines = try BehaviourTwinsTests.lint(["App/Balance.swift": withLocale])
        #expect(lines.count == 1 && lines[0].contains("set up exactly as the one Balance.shortText() makes"),
                "\(lines)")
        #expect(FormatterSetupReader.isDeviceDefault("locale", ".autoupdatingCurrent"))
        #expect(FormatterSetupReader.isDeviceDefault("timeZone", "TimeZone.current"))
        #expect(!FormatterSetupReader.isDeviceDefault("locale", "Locale(identifier: \"en_US\")"))
        #expect(!FormatterSetupReader.isDeviceDefault("dateStyle", ".current"))
    }

    @Test func oneSettingApartIsAnotherFormatter() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Balance.swift": Self.amounts("formatter.usesGroupingSeparator = false")]) == [])
    }

    @Test func oneMemberMakingItTwiceShouldKeepOne() throws {
        let keyboard = """
            import Foundation
            enum Action { case validate, revert }
            struct Keyboard {
                var input = ""
                func reduce(_ action: Action) -> String {
                    switch action {
                    case .validate:
                        let formatter = NumberFormatter()
                        formatter.maximumFractionDigits = 8
                        formatter.numberStyle = .decimal
                        formatter.usesGroupingSeparator = false
                        return formatter.number(from: input)?.stringValue ?? ""
                    case .revert:
                        let formatter = NumberFormatter()
                        formatter.maximumFractionDigits = 8
                        formatter.numberStyle = .decimal
                        formatter.usesGroupingSeparator = false
                        return formatter.number(from: String(input.dropLast()))?.stringValue ?? ""
                    }
                }
            }
            struct KeyboardScreen { func show() { print(Keyboard().reduce(.validate)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Keyboard.swift": keyboard]) == [
            "App/Keyboard.swift:14:13: warning: Keyboard.reduce(_:) makes a NumberFormatter set up exactly as another one it makes (App/Keyboard.swift:8): maximumFractionDigits = 8, numberStyle = .decimal, usesGroupingSeparator = false, so both write the same text for every value; keep one formatter both use before the two drift (reimplemented_formatter)",
        ])
    }

    @Test func aMemberMakingWhatAPropertyHoldsShouldUseIt() throws {
        let extensions = """
            import Foundation
            extension Date {
                static let monthYearFormatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "MMMM yyyy"
                    return formatter
                }()
                func formattedMonthYear() -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "MMMM yyyy"
                    return formatter.string(from: self).uppercased()
                }
            }
            struct MonthScreen { func show() { print(Date.monthYearFormatter.string(from: Date()), Date().formattedMonthYear()) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Date+Format.swift": extensions]) == [
            "App/Date+Format.swift:9:9: warning: Date.formattedMonthYear() makes a DateFormatter set up exactly as the one Date.monthYearFormatter holds (App/Date+Format.swift:3): dateFormat = \"MMMM yyyy\", so both write the same text for every value; use that one instead of a second set-up that will drift (reimplemented_formatter)",
        ])
    }

    @Test func aPrivateFormatterOfAnotherFileCannotBeUsed() throws {
        let holder = { (name: String) in
            """
            import Foundation
            struct \(name) {
                var label: String { DateFormatter.elapsed.string(from: Date()) }
            }
            private extension DateFormatter {
                static let elapsed: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "mm:ss"
                    return formatter
                }()
            }

            """
        }
        #expect(try BehaviourTwinsTests.lint(["App/Composer.swift": holder("Composer"), "App/Recorder.swift": holder("Recorder")]) == [
            "App/Recorder.swift:6:16: warning: DateFormatter.elapsed holds a DateFormatter set up exactly as the one DateFormatter.elapsed holds (App/Composer.swift:6): dateFormat = \"mm:ss\", so both write the same text for every value; keep one formatter both use before the two drift (reimplemented_formatter)",
        ])
    }

    /// The app's prices, with a formatter it holds.
    static let prices = """
        import Foundation
        struct Prices {
            var priceFormatter: NumberFormatter {
                let formatter = NumberFormatter()
                formatter.numberStyle = .currency
                formatter.currencyCode = "USD"
                formatter.maximumFractionDigits = 2
                return formatter
            }
        }
        struct PricesScreen { func show() { print(Prices().priceFormatter.string(from: 1) ?? "") } }

        """

    @Test func anAppAndItsWidgetMakingTheirOwnShouldShareOne() throws {
        let app = Self.prices
        let widget = """
            import Foundation
            struct WidgetPrices {
                func label(for amount: Double) -> String {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    formatter.currencyCode = "USD"
                    formatter.maximumFractionDigits = 2
                    return "Now " + (formatter.string(from: NSNumber(value: amount)) ?? "–")
                }
            }
            struct WidgetPricesScreen { func show() { print(WidgetPrices().label(for: 1)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Prices.swift": app, "Widget/WidgetPrices.swift": widget]) == [
            "Widget/WidgetPrices.swift:4:9: warning: WidgetPrices.label(for:) makes a NumberFormatter set up exactly as the one Prices.priceFormatter holds (App/Prices.swift:3): numberStyle = .currency, currencyCode = \"USD\", maximumFractionDigits = 2, so both write the same text for every value; targets App, Widget share no formatter for it; move one into code both compile and use it from each (duplicated_formatting)",
        ])
    }

    /// A file copied whole into the widget holds the app's formatter again: the copy is the
    /// finding (`identical_target_copy`, off here), not a formatter set up twice.
    @Test func aFileCopiedWholeIsTheCopysFinding() throws {
        let prices = Self.prices
        #expect(try BehaviourTwinsTests.lint(["App/Prices.swift": prices, "Widget/Prices.swift": prices]) == [])
        // Two alike files of one target are no copy any copy rule reports: the set-up is told here.
        #expect(try BehaviourTwinsTests.lint(["App/Shop/Prices.swift": prices, "App/Cart/Prices.swift": prices]) == [
            "App/Shop/Prices.swift:3:9: warning: Prices.priceFormatter holds a NumberFormatter set up exactly as the one Prices.priceFormatter holds (App/Cart/Prices.swift:3): numberStyle = .currency, currencyCode = \"USD\", maximumFractionDigits = 2, so both write the same text for every value; use that one instead of a second set-up that will drift (reimplemented_formatter)",
        ])
    }

    @Test func thePlatformsFormattingMachineFormatsAndParametersSayNothing() throws {
        let code = """
            import Foundation
            import SwiftUI
            func dayText(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateStyle = .medium
                formatter.timeStyle = .none
                return formatter.string(from: date)
            }
            func otherDayText(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateStyle = .medium
                formatter.timeStyle = .none
                return formatter.string(from: date)
            }
            func stamp(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "yyyy-MM-dd"
                return formatter.string(from: date)
            }
            func otherStamp(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "yyyy-MM-dd"
                return formatter.string(from: date)
            }
            func amount(_ value: Double, digits: Int) -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.minimumFractionDigits = digits
                formatter.maximumFractionDigits = digits
                return formatter.string(from: NSNumber(value: value)) ?? ""
            }
            func otherAmount(_ value: Double, digits: Int) -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.minimumFractionDigits = digits
                formatter.maximumFractionDigits = digits
                return formatter.string(from: NSNumber(value: value)) ?? ""
            }
            func logStamp(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm:ss"
                return formatter.string(from: date)
            }
            func otherLogStamp(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm:ss"
                return formatter.string(from: date)
            }
            func storedTime(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.timeZone = TimeZone(secondsFromGMT: 0)
                formatter.dateFormat = "HH:mm"
                return formatter.string(from: date)
            }
            func otherStoredTime(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.timeZone = TimeZone(secondsFromGMT: 0)
                formatter.dateFormat = "HH:mm"
                return formatter.string(from: date)
            }
            func birthday(_ text: String) -> Date? {
                let formatter = DateFormatter()
                formatter.dateFormat = "d/M"
                return formatter.date(from: text)
            }
            func birthdayText(_ text: String) -> String {
                let formatter = DateFormatter()
                formatter.dateFormat = "d/M"
                guard let day = formatter.date(from: text) else { return "" }
                formatter.setLocalizedDateFormatFromTemplate("dd MMMM")
                return formatter.string(from: day)
            }
            extension DateFormatter {
                static let chartAxisDay: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.setLocalizedDateFormatFromTemplate("MMM d")
                    return formatter
                }()
                static let monthAndDay: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.setLocalizedDateFormatFromTemplate("MMM d")
                    return formatter
                }()
            }
            struct Screen {
                func show() {
                    print(dayText(Date()), otherDayText(Date()), stamp(Date()), otherStamp(Date()), amount(1, digits: 2), otherAmount(1, digits: 2))
                    print(logStamp(Date()), otherLogStamp(Date()), storedTime(Date()), otherStoredTime(Date()), birthday(""), birthdayText(""))
                }
            }
            #Preview {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.maximumFractionDigits = 8
                formatter.usesGroupingSeparator = true
                return Text(formatter.string(from: 1) ?? "")
            }

            """
        let balance = Self.amounts("formatter.usesGroupingSeparator = false")
        #expect(try BehaviourTwinsTests.lint(["App/Formats.swift": code, "App/Balance.swift": balance]) == [])
    }

    @Test func formattersACopyFindingNamesAreNotToldAgain() throws {
        let view = { (name: String) in
            """
            import Foundation
            struct \(name) {
                var carbs: Double
                private var mealFormatter: NumberFormatter {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .decimal
                    formatter.maximumFractionDigits = 1
                    formatter.minimumFractionDigits = 0
                    return formatter
                }
                var label: String { (mealFormatter.string(from: NSNumber(value: carbs)) ?? "") + " g" }
            }
            struct \(name)Screen { func show() { print(\(name)(carbs: 1).label) } }

            """
        }
        #expect(try BehaviourTwinsTests.lint(["App/MealView.swift": view("MealView"), "App/BolusView.swift": view("BolusView")]) == [
            "App/BolusView.swift:4:17: warning: mealFormatter is written again, token for token (its own names aside), as MealView.mealFormatter (App/MealView.swift:4), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }

    @Test func aModuleImportedByItsNameCanShareItsFormatter() throws {
        let kit = """
            import Foundation
            public enum Formats {
                public static let price: NumberFormatter = {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    formatter.currencyCode = "EUR"
                    formatter.maximumFractionDigits = 2
                    return formatter
                }()
            }

            """
        let app = """
            import Foundation
            import Shared_Kit
            struct Checkout {
                func total(_ amount: Double) -> String {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .currency
                    formatter.currencyCode = "EUR"
                    formatter.maximumFractionDigits = 2
                    return formatter.string(from: NSNumber(value: amount)) ?? ""
                }
            }
            struct CheckoutScreen { func show() { print(Checkout().total(1), Formats.price.string(from: 1) ?? "") } }

            """
        let configuration = "targets:\n  Shared Kit: [Kit]\n  App: [App]\nrules:\n  duplicated_formatting: true\n  reimplemented_formatter: true\n"
        let repository = try TemporaryRepository([".previewlint.yml": configuration, "Kit/Formats.swift": kit, "App/Checkout.swift": app])
        #expect(try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Checkout.swift:5:9: warning: Checkout.total(_:) makes a NumberFormatter set up exactly as the one Formats.price holds (Kit/Formats.swift:3): numberStyle = .currency, currencyCode = \"EUR\", maximumFractionDigits = 2, so both write the same text for every value; use that one instead of a second set-up that will drift (reimplemented_formatter)",
        ])
    }

    @Test func aPrivateMemberNobodyCallsSaysNothing() throws {
        let service = """
            import Foundation
            struct Service {
                fileprivate func formatTime(_ seconds: Double) -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    return formatter.string(from: Date(timeIntervalSince1970: seconds))
                }
            }

            """
        let row = """
            import Foundation
            struct Row {
                func timestamp(_ seconds: Double) -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    return formatter.string(from: Date(timeIntervalSince1970: seconds))
                }
            }
            struct RowScreen { func show() { print(Row().timestamp(1)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Service.swift": service, "App/Row.swift": row]) == [])
    }
}
