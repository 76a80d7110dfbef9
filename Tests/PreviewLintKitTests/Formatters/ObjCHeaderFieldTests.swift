import Testing
@testable import PreviewLintKit

/// Swift in a mixed target reads Objective-C classes: a header's `@property` declarations are the
/// fields formatting reads, typed as Swift imports them.
@Suite struct ObjCHeaderFieldTests {
    static let header = """
        #import <Foundation/Foundation.h>
        NS_ASSUME_NONNULL_BEGIN
        /// A chat room.
        @interface NCRoom : NSObject
        @property (nonatomic, assign) NSInteger callStartTime;
        @property (nonatomic, copy, nullable) NSString *displayName; // shown in the title
        @property (class, nonatomic, readonly) NSInteger roomCount;
        @property (nonatomic, copy) void (^completion)(BOOL finished);
        @end
        @interface NCRoom (Helpers)
        @property (nonatomic, readonly) BOOL isPublic;
        @end
        NS_ASSUME_NONNULL_END

        """

    static let controller = """
        import UIKit
        final class CallViewController: UIViewController {
            var room = NCRoom()
            let durationLabel = UILabel()
            func callDurationTimerUpdate() {
                let duration = room.callStartTime
                durationLabel.text = String(format: "%02ld:%02ld", duration / 60, duration % 60)
            }
        }

        """

    @Test func aPropertyOfAHeaderIsAnInputOfItsType() throws {
        let files = ["App/NCRoom.h": Self.header, "App/CallViewController.swift": Self.controller]
        #expect(try TemporaryRepository.formatterLines(files) == [
            "App/CallViewController.swift:7:9: the text CallViewController.callDurationTimerUpdate() builds inline",
            "  outputs (room.callStartTime = 0) → \"00:00\"",
            "  outputs (room.callStartTime = 125) → \"02:05\"",
            "  outputs (room.callStartTime = 3661) → \"61:01\"",
            "  formats NCRoom.callStartTime",
            "1 member that formats",
        ])
    }

    @Test func theHeaderIsReadAsSwiftImportsIt() {
        #expect(ObjCHeaders.declarations(of: Self.header, name: "NCRoom.h") == """
            // Automatically generated from NCRoom.h, as Swift imports it: declarations only.
            public class NCRoom {
                public var callStartTime: Int
                public var displayName: String?
            }

            """)
        #expect(ObjCHeaders.declarations(of: "@interface Empty : NSObject\n@end\n", name: "Empty.h") == nil)
    }
}
