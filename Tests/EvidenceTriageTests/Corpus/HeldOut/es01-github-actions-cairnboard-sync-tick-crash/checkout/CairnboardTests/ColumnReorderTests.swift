import XCTest
import SwiftData
@testable import Cairnboard

final class ColumnReorderTests: XCTestCase {
    private var persistence: PersistenceController!
    private var board: Board!

    override func setUpWithError() throws {
        persistence = PersistenceController(inMemory: true)
        board = try BoardFixtures.threeColumnBoard(in: persistence.mainContext)
    }

    override func tearDownWithError() throws {
        PersistenceController.resetForTesting()
        persistence = nil
        board = nil
    }

    func testMoveCardToEmptyColumn() throws {
        let card = board.columns[0].cards[0]
        try board.move(card, to: board.columns[2], at: 0)
        XCTAssertEqual(board.columns[2].cards.map(\.title), [card.title])
    }

    func testReorderPersistsAcrossReload() throws {
        let column = board.columns[1]
        let titles = column.cards.map(\.title)
        try column.reorder(from: IndexSet(integer: 0), to: 3)
        try persistence.mainContext.save()

        let reloaded = try persistence.fetchBoard(id: board.id)
        XCTAssertEqual(reloaded.columns[1].cards.map(\.title),
                       [titles[1], titles[2], titles[0]])
    }

    func testReorderKeepsWIPLimit() throws {
        let column = board.columns[1]
        column.wipLimit = 3
        try column.reorder(from: IndexSet(integer: 2), to: 0)
        XCTAssertEqual(column.cards.count, 3)
        XCTAssertFalse(column.isOverWIPLimit)
    }
}
