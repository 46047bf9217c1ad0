struct IntervalPlan {
    let work: Int, workSeconds: Int, recoverySeconds: Int
    var segments: [Int] {
        (0..<work).flatMap { _ in [workSeconds, recoverySeconds] }
    }
    var totalSeconds: Int { segments.reduce(0, +) }
}
