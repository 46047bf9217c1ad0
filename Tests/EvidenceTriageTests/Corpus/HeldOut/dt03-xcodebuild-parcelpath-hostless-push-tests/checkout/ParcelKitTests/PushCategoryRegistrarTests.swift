import UserNotifications
import XCTest
@testable import ParcelKit

final class PushCategoryRegistrarTests: XCTestCase {

    func testDeliveryCategoryHasTwoActions() {
        let category = PushCategoryRegistrar.categories.first { $0.identifier == PushCategoryRegistrar.deliveryCategory }
        XCTAssertEqual(category?.actions.map(\.identifier),
                       [PushCategoryRegistrar.trackAction, PushCategoryRegistrar.redirectAction])
    }

    func testRegistersDeliveryActions() async {
        PushCategoryRegistrar().register()
        let registered = await UNUserNotificationCenter.current().notificationCategories()
        XCTAssertTrue(registered.contains { $0.identifier == PushCategoryRegistrar.deliveryCategory })
    }
}
