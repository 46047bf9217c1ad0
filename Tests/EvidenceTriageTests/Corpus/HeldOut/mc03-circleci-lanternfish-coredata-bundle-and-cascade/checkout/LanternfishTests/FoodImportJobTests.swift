import XCTest
@testable import Lanternfish

final class FoodImportJobTests: XCTestCase {
    func testImportInsertsFood() throws {
        let stack = try CoreDataStack.inMemory()
        let job = FoodImportJob(context: stack.viewContext)
        try job.run([FoodRow(name: "Oat porridge", kcal: 158)])
        XCTAssertEqual(try stack.count(of: "FoodItem"), 1)
    }
}
