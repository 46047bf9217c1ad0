public enum TOTPCodeFormatter {
    /// "123456" -> "123 456", "12345678" -> "1234 5678"
    public static func grouped(_ code: String) -> String {
        guard code.count > 4 else { return code }
        let split = code.index(code.startIndex, offsetBy: 3)
        return code[..<split] + " " + code[split...]
    }
}
