struct QuietHours {
    let start: Int
    let end: Int

    func contains(hour: Int) -> Bool {
        // wraps midnight when start > end
        if start <= end { return hour >= start && hour < end }
        return hour >= start && hour < end
    }
}
