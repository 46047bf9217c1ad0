struct MatchClockFormatter {
    enum Period { case firstHalf, secondHalf, extraTime }

    func string(minute: Int, addedTime: Int, period: Period) -> String {
        "\(minute + addedTime)'"
    }
}
