struct TempoFormatter {
    func string(bpm: Int) -> String { "\(bpm) BPM" }

    func string(range: ClosedRange<Int>) -> String {
        "\(range.lowerBound)-\(range.upperBound) BPM"
    }

    func marking(bpm: Int) -> String {
        switch bpm {
        case ..<66: "Adagio"
        case ..<108: "Andante"
        case ..<156: "Allegro"
        default: "Presto"
        }
    }
}
