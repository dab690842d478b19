import Geometry
import Testing
@testable import FeedshotUI

/// Landscape and iPad devices, and the size classes the environment gets from them.
@Suite struct DeviceOrientationTests {
    @Test func iPhonesTurnWithTheirNotchOnBothSides() {
        let phone = Device.iPhone14.landscape
        #expect(phone.size == Size(width: 844, height: 390))
        #expect(phone.safeAreaInsets == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(phone.name == "iPhone 14 landscape" && phone.isLandscape)
        #expect(Device.iPhone15.landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(Device.iPhone13Mini.landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50))
        // Home-button phones hide the status bar in landscape.
        #expect(Device.iPhoneSE.landscape.safeAreaInsets == .zero)
        #expect(Device.iPhoneSE.landscape.size == Size(width: 667, height: 375))
    }

    @Test func turningBackGivesThePortraitDevice() {
        for device in Device.presets {
            #expect(device.landscape.portrait == device, "\(device.name)")
            #expect(device.landscape.landscape == device.landscape)
            #expect(device.rotated(to: .landscapeRight).size == device.landscape.size)
        }
    }

    @Test func iPadsKeepTheirInsets() {
        let pad = Device.iPadPro11.landscape
        #expect(pad.size == Size(width: 1194, height: 834))
        #expect(pad.safeAreaInsets == Device.iPadPro11.safeAreaInsets)
        #expect(Device.iPadPro11.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    }

    @Test func sizeClassesFollowTheDevice() {
        func classes(_ device: Device) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
            (device.horizontalSizeClass, device.verticalSizeClass)
        }
        #expect(classes(.iPhone14) == (.compact, .regular))
        #expect(classes(.iPhone14.landscape) == (.compact, .compact))
        #expect(classes(.iPhone15ProMax.landscape) == (.regular, .compact))
        #expect(classes(.iPhone14Plus.landscape) == (.regular, .compact))
        #expect(classes(.iPhone16Pro.landscape) == (.compact, .compact))
        #expect(classes(.iPad) == (.regular, .regular))
        #expect(classes(.iPadMini.landscape) == (.regular, .regular))
    }

    private struct SizeClassProbe: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            Text("\(horizontal == .regular ? "R" : "C")\(vertical == .regular ? "R" : "C")").id("probe")
        }
    }

    @Test(arguments: [(Device.iPhone14, "CR"), (.iPhone14.landscape, "CC"), (.iPhone15ProMax.landscape, "RC"),
                      (.iPadPro11, "RR"), (.canvas(width: 300, height: 300), "CR")])
    func theEnvironmentReadsTheDevicesSizeClasses(device: Device, expected: String) {
        let tree = Renderer(scale: 1).layout(SizeClassProbe(), on: device)
        #expect(tree.first(id: "probe")?.first(kind: "Text")?[property: "text"] == "\"\(expected)\"")
    }

    @Test func theRootIsOfferedTheLandscapeSafeArea() {
        let tree = Renderer(scale: 1).layout(Color.red.id("fill"), on: .iPhone14.landscape)
        #expect(tree.first(id: "fill")?.frame == Rect(x: 47, y: 0, width: 750, height: 369))
    }
}
