import FeedshotUI
import Foundation

/// The list and navigation part of `feedshot-bench layout`: a plain `List` of 100 and 1,000
/// Moonshot-style rows in a `NavigationStack` (layout alone, to check it is linear in rows, and
/// layout + draw), and the Moonshot grid as a navigation screen (large title, toolbar button).
extension LayoutBenchmarks {
    func runListsAndNavigation(renderer: Renderer, device: Device, badge: Bitmap,
                               report: (String, Double, String) -> Void) {
        var perRow = [Double]()
        for count in [100, 1000] {
            let screen = BenchmarkScreens.missionList(count: count, badge: badge)
            var cpu = [Double]()
            let seconds = Measurement.median(Measurement.time(iterations: iterations) {
                let start = Self.cpuTime()
                _ = renderer.layout(screen, on: device)
                cpu.append(Self.cpuTime() - start)
            })
            let cpuSeconds = Measurement.median(cpu)
            perRow.append(cpuSeconds / Double(count))
            report("list layout + placed tree, \(count) rows", seconds,
                   String(format: "%.2f µs/row (CPU %.2f µs/row)", seconds / Double(count) * 1e6,
                          cpuSeconds / Double(count) * 1e6))
        }
        print(String(format: "  per-row CPU cost, 1000 vs 100 rows: %.2fx (1.00 = linear)", perRow[1] / perRow[0]))
        let pixels = Double(device.size.width * scale * device.size.height * scale) / 1e6
        let list = BenchmarkScreens.missionList(count: 1000, badge: badge)
        let listSeconds = Measurement.median(Measurement.time(iterations: iterations) {
            _ = renderer.render(list, on: device)
        })
        report("list screen, 1000 rows: layout + draw", listSeconds, String(format: "%.1f MP/s", pixels / listSeconds))
        let navigation = BenchmarkScreens.navigationGrid(count: 100, badge: badge)
        let layoutSeconds = Measurement.median(Measurement.time(iterations: iterations) {
            _ = renderer.layout(navigation, on: device)
        })
        report("navigation grid screen, 100 cells: layout", layoutSeconds, "")
        let drawSeconds = Measurement.median(Measurement.time(iterations: iterations) {
            _ = renderer.render(navigation, on: device)
        })
        report("navigation grid screen: layout + draw", drawSeconds, String(format: "%.1f MP/s", pixels / drawSeconds))
    }
}

extension BenchmarkScreens {
    /// Moonshot's missions as a plain list in a navigation stack: badge, name and date, a
    /// disclosure chevron, the dark row background.
    static func missionList(count: Int, badge: Bitmap) -> some View {
        NavigationStack {
            List(0..<count) { index in
                NavigationLink {
                    Text("Detail")
                } label: {
                    HStack {
                        Image(bitmap: badge, scale: 3)
                            .resizable()
                            .scaledToFit()
                            .frame(width: 44, height: 44)
                        VStack(alignment: .leading) {
                            Text("Apollo \(index % 17 + 1)").font(.headline)
                            Text("July \(index % 28 + 1), 1969").foregroundStyle(.secondary)
                        }
                    }
                }
                .listRowBackground(darkBackground)
            }
            .listStyle(.plain)
            .navigationTitle("Moonshot")
            .preferredColorScheme(.dark)
        }
    }

    /// The Moonshot grid in a navigation stack with a large title and a toolbar button.
    static func navigationGrid(count: Int, badge: Bitmap) -> some View {
        NavigationStack {
            grid(count: count, badge: badge)
                .navigationTitle("Moonshot")
                .toolbar { Button("List") {} }
                .preferredColorScheme(.dark)
        }
    }
}
