@testable import Fernleaf
import CoreData
import XCTest

final class PersistenceControllerTests: XCTestCase {
    func testHistoryTrackingEnabled() {
        let description = PersistenceController(inMemory: true).container.persistentStoreDescriptions[0]
        XCTAssertEqual(description.options[NSPersistentHistoryTrackingKey] as? NSNumber, true)
    }

    func testStoreDescriptionAllowsOpeningAfterFirstUnlock() {
        let description = PersistenceController(inMemory: true).container.persistentStoreDescriptions[0]
        let protection = description.options[NSPersistentStoreFileProtectionKey] as? FileProtectionType
        // Watering reminders run as a BGProcessingTask, typically overnight with the phone locked.
        XCTAssertEqual(protection, .completeUntilFirstUserAuthentication,
                       "background tasks must be able to open the store while the device is locked")
    }
}
