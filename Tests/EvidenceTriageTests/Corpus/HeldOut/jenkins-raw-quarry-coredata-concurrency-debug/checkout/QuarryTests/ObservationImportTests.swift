import XCTest
@testable import Quarry

final class ObservationImportTests: XCTestCase {
    private var stack: PersistenceStack!
    private var repository: ObservationRepository!

    override func setUpWithError() throws {
        stack = try PersistenceStack.inMemory()
        repository = ObservationRepository(stack: stack)
    }

    func testImportsObservationsForEvent() async throws {
        try await repository.importObservations(Fixtures.observations("observations-basic"), eventID: 42)
        let count = try await stack.viewContext.perform { try self.stack.viewContext.count(for: Observation.fetchRequest()) }
        XCTAssertEqual(count, 3)
    }

    func testImportFlagsImportantObservation() async throws {
        try await repository.importObservations(Fixtures.observations("observations-important"), eventID: 42)
        let important = try await repository.importantObservations(eventID: 42)
        XCTAssertEqual(important.map(\.remoteID), ["obs-7f2"])
    }
}
