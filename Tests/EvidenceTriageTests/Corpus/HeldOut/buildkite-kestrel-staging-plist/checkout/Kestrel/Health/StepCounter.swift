import CoreMotion

/// Feeds the steps.sync processing task with today's pedometer total.
struct StepCounter {
    let pedometer: CMPedometer

    func stepsToday(now: Date = .now) async throws -> Int {
        let start = Calendar.current.startOfDay(for: now)
        return try await withCheckedThrowingContinuation { cont in
            pedometer.queryPedometerData(from: start, to: now) { data, error in
                if let error { cont.resume(throwing: error); return }
                cont.resume(returning: data?.numberOfSteps.intValue ?? 0)
            }
        }
    }
}
