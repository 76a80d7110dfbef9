import Testing
@testable import PreviewLintKit

/// Two formatters whose one input is the same field of the project's types format one value, even
/// in one target and with no text in common: two cards of one grid showing a draft's distance as
/// "0.1 km" and "0.12 km" show it two ways. Two fields that only hold alike numbers are no pair.
@Suite struct SameFieldDisagreementTests {
    static let draft = """
        import Foundation
        struct DraftItem { let totalDistanceMeters: Double; let elevationGainMeters: Double }

        """

    static let trackCard = """
        import SwiftUI
        struct TrackCard: View {
            let draft: DraftItem
            private var mileageFormatted: String {
                let km = draft.totalDistanceMeters / 1000
                return km < 0.01 ? "—" : String(format: "%.1f km", km)
            }
            var body: some View { Text(mileageFormatted) }
        }

        """

    static func communityCard(_ field: String) -> String {
        """
        import SwiftUI
        struct CommunityCard: View {
            let draft: DraftItem
            private var distanceKm: String { String(format: "%.2f km", draft.\(field) / 1000) }
            var body: some View { Text(distanceKm) }
        }
        struct ProfileGrid: View {
            let draft: DraftItem
            var body: some View { VStack { TrackCard(draft: draft); CommunityCard(draft: draft) } }
        }

        """
    }

    @Test func oneFieldShownTwoWaysInOneTarget() throws {
        let files = ["App/Draft.swift": Self.draft, "App/TrackCard.swift": Self.trackCard,
                     "App/CommunityCard.swift": Self.communityCard("totalDistanceMeters")]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/CommunityCard.swift:4:17: warning: CommunityCard.distanceKm and TrackCard.mileageFormatted (App/TrackCard.swift:4) format DraftItem.totalDistanceMeters differently: distanceKm [draft.totalDistanceMeters = 125.0] is \"0.12 km\", mileageFormatted [draft.totalDistanceMeters = 125.0] is \"0.1 km\"; target App shows the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    @Test func twoFieldsOfOneTypeAreTwoValues() throws {
        let files = ["App/Draft.swift": Self.draft, "App/TrackCard.swift": Self.trackCard,
                     "App/CommunityCard.swift": Self.communityCard("elevationGainMeters")]
        #expect(try BehaviourTwinsTests.lint(files) == [])
    }

    /// One field shown as a time here and as a day there, or with a caption around it, is shown
    /// as two things or in two places, not two ways.
    @Test func onlyTheSameNumbersSpelledOrRoundedOtherwiseDisagree() {
        #expect(BehaviourTwins.showsAlike("0.1 km", "0.12 km"))
        #expect(BehaviourTwins.showsAlike("0.2 C", "0.25 C"))
        #expect(BehaviourTwins.showsAlike("0.3 C", "0.25 C"))
        #expect(!BehaviourTwins.showsAlike("0.2 C", "0.35 C"))
        #expect(BehaviourTwins.showsAlike("2:05", "2m 5s"))
        #expect(BehaviourTwins.showsAlike("1,234.4 mi", "1234 mi"))
        #expect(BehaviourTwins.showsAlike("21:05", "9:05 PM"))
        #expect(!BehaviourTwins.showsAlike("9:05 AM", "March 1, 2024"))
        #expect(!BehaviourTwins.showsAlike("9:05 AM", "Last reading at 9:05 AM"))
        #expect(!BehaviourTwins.showsAlike("0.5 km", "0.7 km"))
        #expect(!BehaviourTwins.showsAlike("Online", "Offline"))
        // A number cut to whole (`String(Int(rating))`) is the value at a coarser precision too.
        #expect(BehaviourTwins.showsAlike("2.68", "2"))
        #expect(BehaviourTwins.showsAlike("-2.68", "-2"))
        #expect(!BehaviourTwins.showsAlike("2.68", "1"))
    }

    /// EhPanda's average rating: `"%.2f"` on the detail page, `String(Int(rating))` in the
    /// information list, the same field shown "4.50" and "4".
    @Test func oneFieldCutToWholeHereIsShownTwoWays() throws {
        let files = [
            "App/Gallery.swift": "struct GalleryDetail { let rating: Double }\n",
            "App/RatingItem.swift": """
                import SwiftUI
                struct RatingItem: View {
                    let detail: GalleryDetail
                    var body: some View { Text(String(format: "%.2f", detail.rating)) }
                }

                """,
            "App/InfoList.swift": """
                import SwiftUI
                struct InfoList: View {
                    let detail: GalleryDetail
                    var body: some View { VStack { Text(String(Int(detail.rating))); RatingItem(detail: detail) } }
                }
                struct GalleryScreen: View {
                    let detail: GalleryDetail
                    var body: some View { InfoList(detail: detail) }
                }

                """,
        ]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/RatingItem.swift:4:32: warning: the text RatingItem.body builds inline and the text InfoList.body builds inline (App/InfoList.swift:4) format GalleryDetail.rating differently: (detail.rating = 125.0) is \"125.00\", (detail.rating = 125.0) is \"125\"; target App shows the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    static let quality = """
        import Foundation
        struct Quality { let name: String; let resolution: Int }
        struct QualityWrapper { let quality: Quality }

        """

    static func release(_ owner: String, _ joined: String) -> String {
        """
        import Foundation
        struct \(owner) {
            let quality: QualityWrapper
            var qualityLabel: String {
                let label = quality.quality.name
                if quality.quality.resolution > 0 { return "\\(label)\(joined)\\(quality.quality.resolution)p" }
                return label
            }
        }

        """
    }

    /// Two types' members that read the same fields (`Quality.name` and `Quality.resolution`) show
    /// one value, whoever owns them; one changed alone shows it two ways.
    @Test func theSameFieldsShownTwoWaysByTwoTypes() throws {
        let screen = """
            import SwiftUI
            struct ReleaseRow: View {
                let movie: MovieRelease, series: SeriesRelease
                var body: some View { Text(movie.qualityLabel + series.qualityLabel) }
            }

            """
        let files = ["App/Quality.swift": Self.quality, "App/Movie.swift": Self.release("MovieRelease", " "),
                     "App/Series.swift": Self.release("SeriesRelease", "-"), "App/Row.swift": screen]
        let found = try BehaviourTwinsTests.lint(files)
        #expect(found.count == 1)
        #expect(found.first?.contains("format Quality.name and Quality.resolution differently") == true)
    }
}
