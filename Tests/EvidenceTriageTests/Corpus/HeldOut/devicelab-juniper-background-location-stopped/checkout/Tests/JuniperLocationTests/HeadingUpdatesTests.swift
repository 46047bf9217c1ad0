import Testing
@testable import JuniperLocation

@Suite struct HeadingUpdatesTests {
    @Test func headingContinuesAfterBackground() {
        let mock = MockCLLocationManager()
        let manager = TrailLocationManager(locationManager: mock, notificationCenter: .init())
        manager.allowsBackgroundLocationUpdates = true
        manager.startLocationMonitoring(for: [.heading])
        manager.simulateAppDidEnterBackground()
        #expect(mock.stopUpdatingHeadingCallCount == 0)
    }

    @Test func headingStopsWhenForegroundOnly() {
        let mock = MockCLLocationManager()
        let manager = TrailLocationManager(locationManager: mock, notificationCenter: .init())
        manager.startLocationMonitoring(for: [.heading])
        manager.simulateAppDidEnterBackground()
        #expect(mock.stopUpdatingHeadingCallCount == 1)
    }
}
