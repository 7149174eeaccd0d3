import CLCMS2
