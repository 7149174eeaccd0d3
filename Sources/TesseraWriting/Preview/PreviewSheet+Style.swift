extension PreviewSheet {
    /// The page's style sheet: layout only; every color comes from the tokens.
    ///
    /// Swatches are fixed 56 × 40 px blocks of flat color (on a checkerboard that shows through
    /// translucent colors), so a screenshot can be checked pixel by pixel.
    package static let style = """
        body{margin:0;font:14px/1.4 system-ui,sans-serif;background:#fff;color:#111}
        header{padding:16px 24px;border-bottom:1px solid #ccc}h1{margin:0 0 4px;font-size:20px}
        nav a{display:inline-block;margin:2px 8px 2px 0;font-size:12px}
        details{border-bottom:1px solid #ccc}summary{padding:10px 24px;font-weight:600;cursor:pointer;background:#f4f4f4;color:#111}
        .mode{padding:8px 24px 24px}.note{font-size:12px;opacity:.8}h2{font-size:16px;margin:20px 0 8px}h3{font-size:12px;margin:12px 0 4px;opacity:.8}
        .grid{display:flex;flex-wrap:wrap;gap:8px}
        .sw{display:flex;gap:6px;width:260px;font-size:11px;align-items:flex-start}
        .sw b{display:block;flex:none;width:56px;height:40px;background:repeating-conic-gradient(#bbb 0 25%,#fff 0 50%) 0 0/10px 10px}
        .sw i{display:block;width:56px;height:40px}.sw span{overflow-wrap:anywhere}.sw code{display:block}
        .sw em{font-style:normal;font-size:10px;border:1px solid;padding:0 3px;border-radius:3px}
        .badges{display:flex;flex-wrap:wrap;gap:8px}
        .cb{display:flex;flex-direction:column;width:220px;padding:8px;border-radius:6px;font-size:11px;outline:1px solid rgba(128,128,128,.4)}
        .cb strong{font-size:22px}.ok,.no{font-weight:700}.no{text-decoration:underline wavy}
        .type{margin:6px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.type code{font:11px monospace;margin-right:12px}
        .ruler{display:flex;align-items:center;gap:8px;font-size:11px;margin:3px 0}
        .ruler i{display:block;height:10px;background:currentColor;opacity:.6;flex:none}
        .radius{display:flex;flex-direction:column;gap:4px;font-size:11px;width:120px}
        .radius i{display:block;width:48px;height:48px;border:2px solid currentColor}
        .shadow{display:flex;flex-direction:column;gap:12px;font-size:11px;width:140px;padding:12px}
        .shadow i{display:block;width:96px;height:64px;background:#fff;border-radius:6px}
        .strip{display:flex;flex-direction:column;gap:16px}.row{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
        button{cursor:default;min-width:88px}.card{max-width:360px}.card p{margin:0 0 8px}
        .input{display:flex;align-items:center;max-width:320px}.badge{display:inline-block}
        """
}
