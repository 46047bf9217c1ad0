import Foundation

struct RouteExportJob {
    let routes: [Route]
    func run(reporting progress: Progress) async throws {
        progress.totalUnitCount = Int64(routes.count)
        for (i, route) in routes.enumerated() {
            try Task.checkCancellation()
            try await GPXWriter.write(route)
            progress.completedUnitCount = Int64(i)      // reported before the write is counted
        }
    }
}
