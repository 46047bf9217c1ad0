import XCTest
import Fakery

final class FixtureFactoryUITests: XCTestCase {
    private let faker = Faker(locale: "en-US")

    func testSeededLibraryShowsTenBooks() {
        let app = XCUIApplication()
        let titles = (0..<10).map { _ in faker.lorem.words(amount: 3) }
        app.launchEnvironment["PINECONE_SEED_TITLES"] = titles.joined(separator: "|")
        app.launch()
        XCTAssertEqual(app.cells.matching(identifier: "library.book").count, 10)
    }
}
