import XCTest
@testable import Quayside

final class NotificationCategoryTests: XCTestCase {
    private func contentExtensionInfo() throws -> [String: Any] {
        let url = try XCTUnwrap(Bundle.main.builtInPlugInsURL?
            .appendingPathComponent("QuaysideContent.appex/Info.plist"))
        let data = try Data(contentsOf: url)
        return try XCTUnwrap(PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    func testAppRegistersCarouselCategory() {
        XCTAssertTrue(NotificationCategories.all.contains { $0.identifier == "LISTING_CAROUSEL" })
    }

    func testContentExtensionHandlesCarouselCategory() throws {
        let ext = try XCTUnwrap(contentExtensionInfo()["NSExtension"] as? [String: Any])
        let attrs = try XCTUnwrap(ext["NSExtensionAttributes"] as? [String: Any])
        let declared = attrs["UNNotificationExtensionCategory"]
        let categories = (declared as? [String]) ?? [(declared as? String) ?? ""]
        XCTAssertTrue(categories.contains(NotificationCategories.listingCarousel), "content extension declares \(categories)")
    }
}
