import Foundation

extension NativeFeatureClient {
    func cachedStatus(for threadID: String) async throws -> FeatureSourceControlStatus? {
        let route = try threadRoute(for: threadID)
        let context = try workspaceContext(route: route)
        let cached = try await withThrowingTaskGroup(of: FeatureSourceControlStatus?.self) { group in
            group.addTask {
                let events = await route.client.vcsStatusEvents(cwd: context.cwd)
                var accumulator = NativeSourceControlStatusAccumulator()
                do {
                    for try await event in events {
                        if let status = accumulator.consume(event) { return status }
                    }
                } catch {
                    return nil          // also swallows CancellationError
                }
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
        if let cached { return cached }
        log.info("vcs-status: cached wait ended without status (nil) -> refreshing")
        return try await refreshVCSStatus(route: route, context: context)   // runs after cancellation too
    }
}
