enum ScoreFormatter {
    static func periodLabel(period: Int, regulationPeriods: Int) -> String {
        if period <= regulationPeriods { return "Q\(period)" }
        let ot = period - regulationPeriods
        return ot == 1 ? "OT" : "\(ot)OT"
    }
}
