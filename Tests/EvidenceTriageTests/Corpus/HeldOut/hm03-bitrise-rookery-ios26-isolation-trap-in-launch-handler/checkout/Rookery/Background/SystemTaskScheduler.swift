//
//  SystemTaskScheduler.swift
//  Rookery
//

import BackgroundTasks

extension BGTask: @retroactive @unchecked Sendable {}
extension BGTask: BackgroundTaskHandle {}

/// The production TaskScheduling: BGTaskScheduler itself.
struct SystemTaskScheduler: TaskScheduling {
    func register(forTaskWithIdentifier identifier: String,
                  using queue: DispatchQueue?,
                  launchHandler: @escaping @Sendable (any BackgroundTaskHandle) -> Void) -> Bool {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: queue) { task in
            launchHandler(task)
        }
    }

    func submit(_ request: BGTaskRequest) throws {
        try BGTaskScheduler.shared.submit(request)
    }
}
