struct DosePlan {
    var courses: [Course]
    func nextDose() -> Course? {
        courses.sorted { $0.next < $1.next }.first
    }
}
