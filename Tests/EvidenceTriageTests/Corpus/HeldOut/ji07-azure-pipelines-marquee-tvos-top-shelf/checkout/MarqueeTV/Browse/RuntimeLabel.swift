enum RuntimeLabel {
    static func text(minutes: Int) -> String {
        "\(minutes) min"
    }
}
