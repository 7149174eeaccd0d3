/// Owns one `cmsHPROFILE` and closes it when the last reference goes away.
///
/// `@unchecked Sendable`: after construction the handle is only read (tags, transform
/// creation), and lcms2 serialises tag access per profile with its own mutex
/// (`Icc->UsrMutex`). Transform creation is additionally serialised by
/// ``TransformCache``.
final class ProfileHandle: @unchecked Sendable {
    let raw: LCMS.RawProfile

    init(_ raw: LCMS.RawProfile) {
        self.raw = raw
    }

    deinit {
        LCMS.closeProfile(raw)
    }
}
