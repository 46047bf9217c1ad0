#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a detached thread and says whether it started. Foundation's `Thread.start()` reports no
/// failure: under a memory limit (`ulimit -v`) `pthread_create` cannot map the new thread's stack,
/// and a pipeline waiting for a worker that never ran waited forever (7 collects in 30 hung under
/// 256 MB). Each caller does the work on its own thread when no worker starts; a test makes every
/// start fail with a stack limit no thread fits under the address-space limit
/// (`ResourceLimitTests.collectEndsUnderTheLimitWhenNoThreadCanStart`).
package enum WorkerThread {
    /// Runs `body` on a new thread; false, with `body` never run, when the thread cannot be created.
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, nil, { argument in
            #if canImport(Darwin)
            let body = Unmanaged<Body>.fromOpaque(argument).takeRetainedValue()
            #else
            let body = Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue()
            #endif
            body.run()
            return nil
        }, box.toOpaque())
        guard status == 0 else {
            box.release()
            return false
        }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
        return true
    }

    private final class Body: @unchecked Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
