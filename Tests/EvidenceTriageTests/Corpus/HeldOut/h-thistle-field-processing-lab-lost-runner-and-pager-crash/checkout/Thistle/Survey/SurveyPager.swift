struct SurveyPager {
    let questions: [Question]
    var lastPage: Int { max(questions.count - 1, 0) }

    func title(forPage page: Int) -> String {
        let q = questions[page]
        return q.isFinal ? "Done" : q.title
    }
}
