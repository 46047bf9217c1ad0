import Testing
import UIKit
@testable import TernKit

@Suite("Background task executer")
struct AppBackgroundTaskExecuterTests {
    @Test("Ends the background task when the operation finishes")
    func endsTaskWhenOperationFinishes() async throws {
        let app = FakeUIApplication()
        let sut = AppBackgroundTaskExecuter(application: app, applicationState: FakeApplicationState(isInBackground: false))

        _ = try await sut.execute(name: "task") { 42 }

        #expect(app.endedTaskIDs == [UIBackgroundTaskIdentifier(rawValue: 30)])
    }

    @Test("Does not begin a background task once the app is in the background")
    func refusesToBeginInBackground() async throws {
        let app = FakeUIApplication()
        let sut = AppBackgroundTaskExecuter(application: app, applicationState: FakeApplicationState(isInBackground: true))

        await #expect(throws: CancellationError.self) {
            try await sut.execute(name: "task") { 42 }
        }
        #expect(app.begunTaskNames.isEmpty)
    }
}
