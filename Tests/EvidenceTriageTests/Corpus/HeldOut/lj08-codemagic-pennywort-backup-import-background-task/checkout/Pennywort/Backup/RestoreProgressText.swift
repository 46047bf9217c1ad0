enum RestoreProgressText {
    static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }
}
