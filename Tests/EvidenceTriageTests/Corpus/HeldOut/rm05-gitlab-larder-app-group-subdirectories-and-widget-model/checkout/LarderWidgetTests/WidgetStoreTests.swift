import XCTest
import CoreData
@testable import LarderWidget

final class WidgetStoreTests: XCTestCase {
    func testWidgetBundleLoadsPantryModel() throws {
        let bundle = Bundle(for: PantryTimelineProvider.self)
        let model = try XCTUnwrap(LarderModel.load(in: bundle), "Larder.momd in widget bundle")
        XCTAssertNotNil(model.entitiesByName["PantryItem"])
    }
}
