import FeedshotTestSupport
import Testing
@testable import Feeds

@Suite struct CalendarDateTests {
    @Test(arguments: [("1969-07-16", "Jul 16, 1969", "July 16, 1969"),
                      ("1972-12-07", "Dec 7, 1972", "December 7, 1972"),
                      ("1968-9-1", "Sep 1, 1968", "September 1, 1968")])
    func formats(text: String, abbreviated: String, long: String) throws {
        let date = try #require(CalendarDate(parsing: text))
        #expect(date.formatted(.abbreviated) == abbreviated)
        #expect(date.formatted(.long) == long)
    }

    @Test(arguments: ["", "1969", "1969-07", "1969-02-30", "1900-02-29", "1969-00-10", "1969-07-16T00:00", "x-07-16",
                      "1969-007-16", "1969--16"])
    func rejects(text: String) {
        #expect(CalendarDate(parsing: text) == nil)
    }

    @Test func leapDays() {
        #expect(CalendarDate(parsing: "2000-02-29") != nil)
        #expect(CalendarDate(parsing: "2024-02-29") != nil)
        #expect(CalendarDate(parsing: "2023-02-29") == nil)
    }
}
