import BackgroundTasks

final class MapExportCoordinator {
    static let shared = MapExportCoordinator()
    static let family = "app.ternatlas.export"

    func makeRequest(for job: MapExportJob) -> BGContinuedProcessingTaskRequest {
        let id = "\(Self.family).\(job.id.uuidString)"
        let request = BGContinuedProcessingTaskRequest(identifier: id, title: "Exporting map", subtitle: job.region)
        if job.hillshade {
            request.requiredResources = .gpu
        }
        return request
    }

    func startExport(_ job: MapExportJob) throws {
        try BGTaskScheduler.shared.submit(makeRequest(for: job))
    }
}
