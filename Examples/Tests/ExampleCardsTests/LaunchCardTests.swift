import ExampleCards
import FeedshotTesting
import Testing

/// The card pinned by a golden image, as a user of Feedshot would pin their own cards: no size
/// (the card's ideal size), the golden under `__Snapshots__/LaunchCardTests/` beside this file.
@Test func launchCard() {
    let card = LaunchCard(mission: "Apollo 11", date: "16 July 1969",
                          crew: ["Neil Armstrong", "Buzz Aldrin", "Michael Collins"])
    assertSnapshot(of: card, scale: 2, named: "apollo11")
}
