import XCTest
@testable import SaffronRecipes

final class RecipeErrorMessageTests: XCTestCase {
    func testNoConnectionMessage() {
        let vm = RecipeListViewModel(api: OfflineRecipeAPI())
        vm.load()
        XCTAssertEqual(vm.errorMessage, "No connection. Try again soon.")
    }
}
