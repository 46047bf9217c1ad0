struct ChapterList {
    let titles: [String]
    var sorted: [String] { titles.sorted() }   // lexicographic: "Chapter 10" before "Chapter 2"
}
