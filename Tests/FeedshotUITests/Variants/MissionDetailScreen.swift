import FeedshotUI

/// The words of the mission detail screen, in English or in Arabic, so that one screen proves
/// Dynamic Type, right-to-left layout with Arabic text, landscape and iPad.
struct MissionDetailStrings {
    var back: String
    var title: String
    var launched: String
    var summary: String
    var crewHeader: String
    var crew: [(image: String, name: String, role: String)]
    var follow: String
    var progress: String
    var watch: String

    static let english = MissionDetailStrings(
        back: "Moonshot", title: "Apollo 11", launched: "Launched July 16, 1969",
        summary: "The first crewed landing on the Moon: Neil Armstrong and Buzz Aldrin walked in the Sea of "
            + "Tranquility while Michael Collins orbited above.",
        crewHeader: "Crew",
        crew: [("armstrong", "Neil Armstrong", "Commander"), ("collins", "Michael Collins", "Command Module Pilot"),
               ("aldrin", "Buzz Aldrin", "Lunar Module Pilot")],
        follow: "Follow mission", progress: "Mission progress", watch: "Watch the launch")

    static let arabic = MissionDetailStrings(
        back: "مونشوت", title: "أبولو ١١", launched: "أُطلقت في ١٦ يوليو ١٩٦٩",
        summary: "أول هبوط مأهول على سطح القمر: مشى نيل أرمسترونغ وباز ألدرين في بحر السكون بينما دار "
            + "مايكل كولينز حول القمر.",
        crewHeader: "الطاقم",
        crew: [("armstrong", "نيل أرمسترونغ", "القائد"), ("collins", "مايكل كولينز", "طيار وحدة القيادة"),
               ("aldrin", "باز ألدرين", "طيار الوحدة القمرية")],
        follow: "متابعة المهمة", progress: "تقدم المهمة", watch: "شاهد الإطلاق")
}

/// A Moonshot-style detail screen: a navigation bar with a back button, a large title and a
/// share button; a list with the mission badge, a summary, the crew (navigation rows with
/// portraits), a toggle and a progress bar; and a prominent button.
struct MissionDetailScreen: View {
    var strings = MissionDetailStrings.english

    var body: some View {
        NavigationStack(backTitle: strings.back) {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        HStack(spacing: 12) {
                            Image("apollo11")
                                .resizable()
                                .scaledToFit()
                                .frame(width: 56, height: 56)
                            Label(strings.launched, systemImage: "calendar")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Text(strings.summary)
                            .font(.body)
                    }
                    .padding(.vertical, 4)
                }
                Section(strings.crewHeader) {
                    ForEach(strings.crew, id: \.image) { member in
                        NavigationLink {
                            Text(member.name)
                        } label: {
                            HStack(spacing: 12) {
                                Image(member.image)
                                    .resizable()
                                    .frame(width: 52, height: 36)
                                    .clipShape(.capsule)
                                VStack(alignment: .leading) {
                                    Text(member.name).font(.headline)
                                    Text(member.role).font(.subheadline).foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
                Section {
                    Toggle(strings.follow, isOn: .constant(true))
                    VStack(alignment: .leading, spacing: 8) {
                        Text(strings.progress)
                        ProgressView(value: 0.7)
                    }
                    .padding(.vertical, 4)
                    Button {} label: {
                        Label(strings.watch, systemImage: "play.fill")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle(strings.title)
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "square.and.arrow.up") }
                }
            }
        }
    }
}
