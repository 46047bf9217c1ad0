//
//  BGTaskScheduler+Testing.swift
//  QuarryTests
//
//  Test-only: the same private entry point as the LLDB command
//  `e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"…"]`.
//  Only usable on device; never linked into the app.
//

import BackgroundTasks

extension BGTaskScheduler {
    func simulateLaunchForTesting(identifier: String) {
        let selector = NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:")
        guard responds(to: selector) else { return }
        perform(selector, with: identifier)
    }
}
