public struct TimeEntryRounder {
    public enum Step: Int { case quarterHour = 15 }
    let step: Step
    public init(step: Step) { self.step = step }
    public func round(minutes: Int) -> Int {
        let s = step.rawValue
        return (minutes + s - 1) / s * s          // always rounds up
    }
}
