import XCTest
import CoreData
@testable import Pinecrest

final class AppointmentImportJobTests: XCTestCase {
    func testImportsFeed() async throws {
        let container = PersistenceController.inMemory().container
        try await AppointmentImportJob(container: container).run(feed: AppointmentDTO.fixtureWeek)
        XCTAssertEqual(try container.viewContext.count(for: Appointment.fetchRequest()), 7)
    }

    func testReimportingSameFeedKeepsOneAppointment() async throws {
        let container = PersistenceController.inMemory().container
        let job = AppointmentImportJob(container: container)
        try await job.run(feed: AppointmentDTO.fixtureWeek)
        do {
            try await job.run(feed: AppointmentDTO.fixtureWeek)   // the task may run twice in one night
        } catch {
            XCTFail("second import failed: \(error)")
        }
        XCTAssertEqual(try container.viewContext.count(for: Appointment.fetchRequest()), 7)
    }
}
