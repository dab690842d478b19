import Testing
@testable import FeedshotUI

/// The navigation bar's metrics (NavigationBarMetrics): 44-point bar, 96 with a large title,
/// titles and items at the layout margin of each device.
@Suite struct NavigationLayoutTests {
    let renderer = Renderer(scale: 3)

    func text(_ string: String, in tree: PlacedView) -> PlacedView? {
        tree.first { $0.kind == "Text" && $0[property: "text"] == "\"\(string)\"" }
    }

    @Test func largeTitleBarIs96PointsWithTheTitleAtTheMargin() throws {
        let tree = renderer.layout(NavigationStack { Color.red.id("content").navigationTitle("Moonshot") },
                                   on: .iPhone14)
        let bar = try #require(tree.first(kind: "NavigationBar"))
        #expect(bar.frame == rect(0, 47, 390, 96))
        #expect(bar[property: "titleDisplayMode"] == "large")
        #expect(tree.first(id: "content")?.frame == rect(0, 143, 390, 810 - 143))
        let title = try #require(text("Moonshot", in: tree))
        #expect(title.frame.minX == 16)
        #expect(abs(title.frame.maxY - (47 + 96 - 8)) < 1e-9)
        #expect(title[property: "font"]?.contains("34") == true)
    }

    @Test(arguments: [(Device.iPhoneSE, 16.0), (.iPhone13Mini, 16), (.iPhone15, 16), (.iPhone16Pro, 16),
                      (.iPhone14Plus, 20), (.iPhone15ProMax, 20), (.iPhone16ProMax, 20)])
    func largeTitleInsetFollowsTheDeviceMargin(device: Device, margin: Double) throws {
        let tree = renderer.layout(NavigationStack { Text("Body").navigationTitle("Title") }, on: device)
        #expect(text("Title", in: tree)?.frame.minX == margin)
        #expect(tree.first(kind: "NavigationBar")?.frame.minY == device.safeAreaInsets.top)
    }

    @Test func inlineTitleIsCentredSemiboldIn44Points() throws {
        let tree = renderer.layout(NavigationStack {
            Color.blue.navigationTitle("Apollo 11").navigationBarTitleDisplayMode(.inline)
        }, on: .iPhone14)
        let bar = try #require(tree.first(kind: "NavigationBar"))
        #expect(bar.frame.height == 44)
        let title = try #require(text("Apollo 11", in: tree))
        #expect(abs(title.frame.midX - 195) < 1e-9)
        #expect(abs(title.frame.midY - (47 + 22)) < 1e-9)
        #expect(title[property: "font"]?.contains("semibold") == true)
    }

    @Test func olderSpellingSetsTitleAndMode() {
        let tree = renderer.layout(NavigationStack {
            Color.blue.navigationBarTitle("Detail", displayMode: .inline)
        }, on: .iPhone14)
        #expect(tree.first(kind: "NavigationBar")?.frame.height == 44)
        #expect(text("Detail", in: tree) != nil)
    }

    @Test func toolbarItemsSitAtTheMargins() throws {
        let tree = renderer.layout(NavigationStack {
            Color.clear
                .navigationTitle("Title")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                    Button("More") {}
                }
        }, on: .iPhone15ProMax)
        let edit = try #require(text("Edit", in: tree)), add = try #require(text("Add", in: tree))
        let more = try #require(text("More", in: tree))
        #expect(edit.frame.minX == 20)
        #expect(abs(more.frame.maxX - (430 - 20)) < 1e-9)
        #expect(add.frame.maxX < more.frame.minX)
        #expect(abs(edit.frame.midY - (59 + 22)) < 1e-9)
    }

    /// Toolbar content declared apart, as apps write it (`some ToolbarContent`, a
    /// `@ToolbarContentBuilder` property), goes where inline items go.
    @Test func toolbarContentPropertiesPlaceTheirItems() throws {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    Color.clear.navigationTitle("Title").toolbar { leading; trailing }
                }
            }
            var leading: some ToolbarContent {
                ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
            }
            @ToolbarContentBuilder var trailing: some ToolbarContent {
                ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
                ToolbarItem(placement: .navigationBarTrailing) { Button("More") {} }
            }
        }
        let tree = renderer.layout(Screen(), on: .iPhone15ProMax)
        let edit = try #require(text("Edit", in: tree)), add = try #require(text("Add", in: tree))
        let more = try #require(text("More", in: tree))
        #expect(edit.frame.minX == 20)
        #expect(abs(more.frame.maxX - (430 - 20)) < 1e-9)
        #expect(add.frame.maxX < more.frame.minX)
    }

    @Test func pathShowsTheDestinationWithABackButton() throws {
        struct Root: View {
            @State var path = NavigationPath([7])
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root")
                        .navigationTitle("Missions")
                        .navigationDestination(for: Int.self) { number in
                            Text("Mission \(number)").navigationTitle("Apollo \(number)")
                        }
                }
            }
        }
        let tree = renderer.layout(Root(), on: .iPhone14)
        #expect(text("Root", in: tree) == nil)
        #expect(text("Mission 7", in: tree) != nil)
        let chevron = try #require(tree.first(kind: "BackChevron"))
        #expect(chevron.frame.minX == 8)
        let back = try #require(text("Missions", in: tree))
        #expect(back.frame.minX > chevron.frame.maxX)
        // The pushed screen inherits the root's large title.
        #expect(tree.first(kind: "NavigationBar")?.frame.height == 96)
    }

    @Test func backButtonCanBeHiddenAndLongTitlesBecomeBack() {
        let hidden = renderer.layout(NavigationStack(backTitle: "Moonshot") {
            Text("Detail").navigationBarBackButtonHidden()
        }, on: .iPhone14)
        #expect(hidden.first(kind: "BackChevron") == nil)
        let long = renderer.layout(NavigationStack(backTitle: "A very long previous title") { Text("Detail") },
                                   on: .iPhone14)
        #expect(text("Back", in: long) != nil)
    }

    @Test func presentedDestinationIsTheTopScreen() {
        let tree = renderer.layout(NavigationStack {
            Text("Root").navigationDestination(isPresented: .constant(true)) { Text("Pushed") }
        }, on: .iPhone14)
        #expect(text("Pushed", in: tree) != nil && text("Root", in: tree) == nil)
    }

    @Test func hiddenBarGivesTheContentTheSafeArea() {
        let tree = renderer.layout(NavigationStack {
            Color.red.id("content").navigationTitle("Title").toolbar(.hidden, for: .navigationBar)
        }, on: .iPhone14)
        #expect(tree.first(kind: "NavigationBar") == nil)
        #expect(tree.first(id: "content")?.frame == rect(0, 47, 390, 763))
    }

    /// Content backgrounds that ignore the safe area reach under the transparent bar to the
    /// screen's top, as the Moonshot grid's dark background does on iOS.
    @Test func contentBackgroundExtendsUnderTheBar() throws {
        let tree = renderer.layout(NavigationStack {
            ScrollView { Text("Row") }.background(.red).navigationTitle("Title")
        }, on: .iPhone14)
        let fill = try #require(tree.all(kind: "Fill").last)
        #expect(fill.frame.minY == 0)
        #expect(tree.first(kind: "ScrollView")?.frame.minY == 143)
    }

    /// `preferredColorScheme` inside the stack's content reaches the stack's background and bar.
    @Test func preferredColorSchemeInsideTheStackDarkensItsBackground() {
        let light = Renderer(scale: 1).render(NavigationStack { Text("Hi") }, on: .canvas(width: 60, height: 120))
        let dark = Renderer(scale: 1).render(NavigationStack { Text("Hi").preferredColorScheme(.dark) },
                                             on: .canvas(width: 60, height: 120))
        #expect(light[2, 2] == PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(dark[2, 2] == PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func visibleToolbarBackgroundDrawsFromTheScreenTop() {
        let bitmap = Renderer(scale: 1).render(NavigationStack {
            Color.clear.navigationTitle("T").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(Color.red, for: .navigationBar)
        }, on: Device(name: "notch", size: Size(width: 60, height: 200),
                      safeAreaInsets: EdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 0)))
        #expect(bitmap[1, 1] == PremultipliedRGBA(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(bitmap[1, 100] == PremultipliedRGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
