import Testing
import BackgroundTasks
@testable import TernAtlas

@Suite("Continued map export (iOS 26)", .serialized)
struct ContinuedExportTests {
    let exporter = MapExportCoordinator.shared

    @Test("export request carries the map title and region")
    func requestTitle() throws {
        let request = exporter.makeRequest(for: .fixture(region: "Kimberley coast"))
        #expect(request.title == "Exporting map")
        #expect(request.subtitle == "Kimberley coast")
    }

    @Test("export request asks for GPU only where the device supports it")
    func gpuOnlyWhereSupported() throws {
        let request = exporter.makeRequest(for: .fixture(region: "Kimberley coast", hillshade: true))
        #expect(BGTaskScheduler.supportedResources.contains(request.requiredResources))
    }

    @Test("export is accepted by the scheduler")
    func exportSubmitted() async throws {
        try exporter.startExport(.fixture(region: "Pilbara"))
    }

    @Test("export starts within 2 s of tapping Export")
    func startsImmediately() async throws {
        let started = try await exporter.startExportAndAwaitLaunch(.fixture(region: "Ningaloo"), timeout: .seconds(60))
        #expect(started.delay < .seconds(2), "continued task launch delay")
    }
}
