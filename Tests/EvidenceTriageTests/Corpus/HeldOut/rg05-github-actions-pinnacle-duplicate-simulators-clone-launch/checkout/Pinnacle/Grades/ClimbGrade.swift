enum ClimbGrade {
    /// French sport grade to a 0-based difficulty index: 5a=0, 5a+=1, 5b=2, ...
    static func index(_ grade: String) -> Int? {
        let letters = ["a", "b", "c"]
        guard grade.count >= 2, let number = Int(String(grade.first!)) else { return nil }
        let letter = String(grade[grade.index(after: grade.startIndex)])
        guard let li = letters.firstIndex(of: letter) else { return nil }
        let plus = grade.hasSuffix("+") ? 1 : 0
        return (number - 5) * 6 + li * 2 + plus
    }
}
