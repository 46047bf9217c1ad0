import CoreLocation
import Testing
@testable import Lumen

@Suite(.serialized) struct GeofenceSimulatorTests {
    @Test(.timeLimit(.minutes(2)))
    func enterRegionFiresOnSimulatedLocation() async throws {
        let service = LocationService.shared
        try await service.startMonitoring(center: .init(latitude: 47.3769, longitude: 8.5417), radius: 100, id: "office")
        try Simctl.setLocation(latitude: 47.4000, longitude: 8.6000)          // outside
        try Simctl.setLocation(latitude: 47.3769, longitude: 8.5417)          // inside

        let entered = await service.nextRegionEvent(timeout: .seconds(60))
        #expect(entered?.identifier == "office", "didEnterRegion should fire after moving into the fence")
    }
}
