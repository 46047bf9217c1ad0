import BackgroundTasks
import UIKit
import XCTest
@testable import VaultletShared

final class BackgroundSessionCleanupServiceTests: XCTestCase {
    var scheduler: MockBackgroundTaskScheduler!
    var errorReporter: MockErrorReporter!
    var notificationCenter: NotificationCenter!
    var services: ServiceContainer!
    var appProcessor: AppProcessor!

    override func setUp() {
        super.setUp()
        scheduler = MockBackgroundTaskScheduler()
        errorReporter = MockErrorReporter()
        notificationCenter = NotificationCenter()
        services = ServiceContainer.withMocks(backgroundTaskScheduler: scheduler, errorReporter: errorReporter)
        appProcessor = AppProcessor(services: services, notificationCenter: notificationCenter)
    }

    func testRegisterLaunchHandlerUsesCleanupIdentifier() {
        services.backgroundSessionCleanupService.registerLaunchHandler()
        XCTAssertEqual(scheduler.registeredIdentifiers, ["app.vaultlet.ios.session-key-cleanup"])
    }

    func testScheduleNextRefreshSubmitsFourHoursOut() throws {
        services.backgroundSessionCleanupService.scheduleNextRefresh()
        let request = try XCTUnwrap(scheduler.submittedRequests.last as? BGAppRefreshTaskRequest)
        XCTAssertEqual(request.earliestBeginDate, services.timeProvider.presentTime.addingTimeInterval(14_400))
    }

    func testSubmitFailureIsReportedOncePerBackgrounding() {
        scheduler.submitError = BGTaskScheduler.Error(.notPermitted)
        appProcessor.start()

        // One trip to the background: the system sends both notifications.
        notificationCenter.post(name: UIApplication.willResignActiveNotification, object: nil)
        notificationCenter.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        XCTAssertEqual(errorReporter.errors.count, 1, "one backgrounding should report the submit failure once")
    }

    func testLaunchPurgesStaleSessionKeys() throws {
        services.backgroundSessionCleanupService.registerLaunchHandler()
        let task = MockAppRefreshTask(identifier: "app.vaultlet.ios.session-key-cleanup")
        try XCTUnwrap(scheduler.launchHandlers["app.vaultlet.ios.session-key-cleanup"])(task)
        XCTAssertEqual(task.completedSuccess, true)
        XCTAssertEqual(services.keychainRepository.deletedOlderThan?.timeIntervalSince1970, 1_763_769_600)
    }
}
