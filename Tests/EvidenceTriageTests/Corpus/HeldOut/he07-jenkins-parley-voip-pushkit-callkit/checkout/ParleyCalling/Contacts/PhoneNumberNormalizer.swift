struct PhoneNumberNormalizer {
    let region: String
    private static let callingCodes = ["IT": "39", "DE": "49", "FR": "33", "GB": "44"]

    func e164(_ raw: String) -> String? {
        let digits = raw.filter(\.isNumber)
        guard let code = Self.callingCodes[region] else { return nil }
        // Trunk prefix stripped for every region; Italy keeps its leading zero.
        let national = digits.hasPrefix("0") ? String(digits.dropFirst()) : digits
        return "+" + code + national
    }
}
