import Foundation

extension Collection where Element == DoseEntry {
    /// Trims overlapping temp basals and suspends so every entry ends before the next begins.
    func reconciled() -> [DoseEntry] {
        var result: [DoseEntry] = []
        var lastTempBasal: DoseEntry?

        for dose in self.sorted(by: { $0.startDate < $1.startDate }) {
            switch dose.type {
            case .tempBasal:
                if let last = lastTempBasal {
                    // The previous entry must be finalized before a new one starts.
                    assert(!last.isMutable)
                    result.append(last.trimmed(to: dose.startDate))
                }
                lastTempBasal = dose
            case .bolus, .suspend, .resume, .basal:
                result.append(dose)
            }
        }
        if let last = lastTempBasal { result.append(last) }
        return result
    }
}
