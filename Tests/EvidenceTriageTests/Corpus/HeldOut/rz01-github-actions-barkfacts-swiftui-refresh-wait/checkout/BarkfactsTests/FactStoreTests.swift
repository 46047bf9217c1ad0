import XCTest
@testable import Barkfacts

final class FactStoreTests: XCTestCase {
    override func setUp() {
        FactStore.shared.reset(with: (1...20).map { DogFact(id: $0, text: "fact \($0)") })
    }

    func testInsertEvictsOldestWhenFull() {
        FactStore.shared.insert(DogFact(id: 21, text: "fact 21"))
        XCTAssertEqual(FactStore.shared.facts.count, 20)
        XCTAssertEqual(FactStore.shared.facts.last?.id, 21)
        XCTAssertEqual(FactStore.shared.facts.first?.id, 2)
    }
}
