import XCTest
import CoreData
@testable import Sorrel

final class CloudSyncTests: XCTestCase {
    var stack: CloudStack { (UIApplication.shared.delegate as! AppDelegate).cloud }

    func testExportsRecipeToPrivateDatabase() throws {
        let exported = expectation(description: "export event succeeded")
        stack.onEvent = { event in
            if event.type == .export, event.endDate != nil, event.succeeded { exported.fulfill() }
        }
        let ctx = stack.container.viewContext
        let recipe = Recipe(context: ctx)
        recipe.title = "Sorrel soup"
        try ctx.save()
        wait(for: [exported], timeout: 90)
    }
}
