import Foundation
import Testing
import UIKit
@testable import RelayKit

@MainActor
final class FakeApplication: BackgroundTaskApplication, @unchecked Sendable {
    var begun: [UIBackgroundTaskIdentifier] = []
    var ended: [UIBackgroundTaskIdentifier] = []
    var expirationHandler: (@MainActor @Sendable () -> Void)?
    private var next = 30

    func beginBackgroundTask(withName name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        self.expirationHandler = expirationHandler
        let id = UIBackgroundTaskIdentifier(rawValue: next)
        next += 1
        begun.append(id)
        return id
    }

    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        ended.append(identifier)
    }
}

@Suite("Background task runner")
struct BackgroundTaskRunnerTests {

    @Test @MainActor
    func successfulWorkEndsBackgroundTask() async throws {
        let app = FakeApplication()
        let runner = UIKitBackgroundTaskRunner(name: "relay.geofence", application: app)

        await runner.withBackgroundTime { }

        #expect(app.begun == app.ended)
    }

    @Test @MainActor
    func cancelledWorkEndsBackgroundTask() async throws {
        let app = FakeApplication()
        let runner = UIKitBackgroundTaskRunner(name: "relay.geofence", application: app)

        let delivery = Task { @MainActor in
            try await runner.withBackgroundTime {
                try await Task.sleep(for: .seconds(5))
            }
        }
        try await Task.sleep(for: .milliseconds(50))
        delivery.cancel()
        _ = await delivery.result

        #expect(app.ended == [UIBackgroundTaskIdentifier(rawValue: 30)])
    }

    @Test @MainActor
    func throwingWorkEndsBackgroundTask() async throws {
        struct DeliveryFailed: Error {}
        let app = FakeApplication()
        let runner = UIKitBackgroundTaskRunner(name: "relay.push", application: app)

        await #expect(throws: DeliveryFailed.self) {
            try await runner.withBackgroundTime { throw DeliveryFailed() }
        }
        #expect(app.ended == app.begun)
    }
}
